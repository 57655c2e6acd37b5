import dagster as dg
from dagster_msteams import MSTeamsResource


def adaptive_card(title: str, lines: list[str]) -> dict:
    """The message format that Teams workflow webhooks expect."""
    body = [{"type": "TextBlock", "text": title, "weight": "Bolder", "wrap": True}]
    body += [{"type": "TextBlock", "text": f"- {line}", "wrap": True} for line in lines]
    return {
        "type": "message",
        "attachments": [
            {
                "contentType": "application/vnd.microsoft.card.adaptive",
                "content": {"type": "AdaptiveCard", "version": "1.4", "body": body},
            }
        ],
    }


@dg.asset
def low_stock_items() -> list[str]:
    """SKUs whose stock fell below the reorder point."""
    return ["SKU-1042 desk lamp", "SKU-2210 office chair"]


@dg.asset
def low_stock_notice(low_stock_items: list[str], msteams: MSTeamsResource) -> dg.MaterializeResult:
    """Tells the purchasing channel which items to reorder."""
    if not low_stock_items:
        return dg.MaterializeResult(metadata={"posted": False})

    msteams.get_client().post_message(
        payload=adaptive_card("Reorder today", low_stock_items)
    )
    return dg.MaterializeResult(
        metadata={"posted": True, "item_count": len(low_stock_items)}
    )


defs = dg.Definitions(
    assets=[low_stock_items, low_stock_notice],
    resources={"msteams": MSTeamsResource(hook_url=dg.EnvVar("TEAMS_PURCHASING_WEBHOOK"))},
)
