import time

import dagster as dg


@dg.asset
def campaign_clicks(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    started = time.monotonic()
    clicks = {"spring_sale": 1_204, "newsletter": 387, "retargeting": 96}
    top_campaign = max(clicks, key=clicks.get)
    preview = "\n".join(f"| {name} | {count} |" for name, count in clicks.items())

    return dg.MaterializeResult(
        metadata={
            # Plain numbers are stored as metadata values and plotted over time.
            "total_clicks": sum(clicks.values()),
            "duration_seconds": dg.MetadataValue.float(time.monotonic() - started),
            "top_campaign": dg.MetadataValue.text(top_campaign),
            "preview": dg.MetadataValue.md("| campaign | clicks |\n| --- | --- |\n" + preview),
            "by_campaign": dg.MetadataValue.json(clicks),
        }
    )


defs = dg.Definitions(assets=[campaign_clicks])
