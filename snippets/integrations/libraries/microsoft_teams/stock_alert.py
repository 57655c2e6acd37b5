import dagster as dg
from dagster_msteams import Card, MSTeamsResource


@dg.asset
def low_stock_items() -> list[str]:
    """SKUs whose stock fell below the reorder point."""
    return ["SKU-1042 desk lamp", "SKU-2210 office chair"]


@dg.asset
def low_stock_notice(low_stock_items: list[str], msteams: MSTeamsResource) -> dg.MaterializeResult:
    """Tells the purchasing channel which items to reorder."""
    if not low_stock_items:
        return dg.MaterializeResult(metadata={"posted": False})

    card = Card()
    card.add_attachment(
        text_message="Reorder today: " + ", ".join(low_stock_items)
    )
    msteams.get_client().post_message(payload=card.payload)
    return dg.MaterializeResult(
        metadata={"posted": True, "item_count": len(low_stock_items)}
    )


defs = dg.Definitions(
    assets=[low_stock_items, low_stock_notice],
    resources={"msteams": MSTeamsResource(hook_url=dg.EnvVar("TEAMS_PURCHASING_WEBHOOK"))},
)
