import dagster as dg


def build_ingest_asset(source: str) -> dg.AssetsDefinition:
    @dg.asset(key=["ingest", source], group_name="ingest")
    def _ingest() -> list[dict]:
        return [{"source": source, "value": 1}]

    return _ingest


SOURCES = ["stripe", "shopify", "zendesk"]
ingest_assets = [build_ingest_asset(source) for source in SOURCES]


# A hand-written asset that needs the loaded values of two generated assets.
@dg.asset(
    ins={
        "payments": dg.AssetIn(key=["ingest", "stripe"]),
        "orders": dg.AssetIn(key=["ingest", "shopify"]),
    }
)
def order_payment_match(payments: list[dict], orders: list[dict]) -> int:
    return min(len(payments), len(orders))


# A hand-written asset that only has to run after every generated asset.
@dg.asset(deps=[dg.AssetKey(["ingest", source]) for source in SOURCES])
def ingest_audit() -> None:
    """Records that all ingest assets finished."""


defs = dg.Definitions(assets=[*ingest_assets, order_payment_match, ingest_audit])
