import csv
import os
from datetime import datetime, timedelta, timezone

import requests

# Deployment-scoped GraphQL endpoint, for example https://acme.dagster.cloud/prod/graphql
GRAPHQL_URL = os.environ["DAGSTER_CLOUD_GRAPHQL_URL"]
# A user token, created under Organization Settings > Tokens
USER_TOKEN = os.environ["DAGSTER_CLOUD_USER_TOKEN"]

ASSET_METRICS_QUERY = """
query AssetMetrics($metricName: String, $after: Float, $before: Float) {
  reportingMetricsByAsset(
    metricsSelector: {
      metricName: $metricName
      after: $after
      before: $before
      granularity: DAILY
    }
  ) {
    __typename
    ... on ReportingMetrics {
      timestamps
      metrics {
        values
        entity {
          ... on ReportingAsset {
            assetKey {
              path
            }
          }
        }
      }
    }
  }
}
"""


def fetch_daily_asset_metric(metric_name: str, days: int) -> dict:
    before = datetime.now(timezone.utc).replace(hour=0, minute=0, second=0, microsecond=0)
    after = before - timedelta(days=days)
    response = requests.post(
        GRAPHQL_URL,
        json={
            "query": ASSET_METRICS_QUERY,
            "variables": {
                "metricName": metric_name,
                "after": after.timestamp(),
                "before": before.timestamp(),
            },
        },
        headers={"Dagster-Cloud-Api-Token": USER_TOKEN},
        timeout=120,
    )
    response.raise_for_status()
    result = response.json()["data"]["reportingMetricsByAsset"]
    if result["__typename"] != "ReportingMetrics":
        raise RuntimeError(f"Insights query failed: {result}")
    return result


def write_csv(result: dict, path: str) -> None:
    with open(path, "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(["asset_key", "day", "value"])
        for series in result["metrics"]:
            asset_key = "/".join(series["entity"]["assetKey"]["path"])
            for timestamp, value in zip(result["timestamps"], series["values"]):
                day = datetime.fromtimestamp(timestamp, tz=timezone.utc).date()
                writer.writerow([asset_key, day.isoformat(), value])


if __name__ == "__main__":
    credits = fetch_daily_asset_metric("__dagster_dagster_credits", days=7)
    write_csv(credits, "dagster_credits_by_asset.csv")
    print(f"Exported {len(credits['metrics'])} assets to dagster_credits_by_asset.csv")
