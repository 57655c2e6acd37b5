import dagster as dg


def build_partner_feed(partner: str, upstream: list[dg.AssetDep]) -> dg.AssetsDefinition:
    @dg.asset(key=["feeds", partner], deps=upstream, group_name="feeds")
    def _feed(context: dg.AssetExecutionContext) -> None:
        parents = [dep.asset_key.to_user_string() for dep in upstream]
        context.log.info(f"Building the {partner} feed from {parents}")

    return _feed


catalog = dg.AssetSpec(["shared", "product_catalog"], group_name="shared")
prices = dg.AssetSpec(["shared", "price_list"], group_name="shared")

feeds = [
    build_partner_feed("acme", [dg.AssetDep(catalog)]),
    build_partner_feed("globex", [dg.AssetDep(catalog), dg.AssetDep(prices)]),
]

defs = dg.Definitions(assets=[catalog, prices, *feeds])
