import json
import os

import requests

# For example https://acme.dagster.cloud/prod/graphql
GRAPHQL_URL = os.environ["DAGSTER_CLOUD_GRAPHQL_URL"]
# A user token of an Organization Admin
API_TOKEN = os.environ["DAGSTER_CLOUD_API_TOKEN"]

AUDIT_LOG_QUERY = """
query RecentAuditLog($limit: Int, $cursor: String) {
  auditLog {
    auditLogEntries(limit: $limit, cursor: $cursor) {
      id
      timestamp
      eventType
      deploymentName
      authorUserEmail
      authorAgentTokenId
      eventMetadata
    }
  }
}
"""


def fetch_entries(limit: int) -> list[dict]:
    response = requests.post(
        GRAPHQL_URL,
        json={"query": AUDIT_LOG_QUERY, "variables": {"limit": limit}},
        headers={"Dagster-Cloud-Api-Token": API_TOKEN},
        timeout=60,
    )
    response.raise_for_status()
    payload = response.json()
    if "errors" in payload:
        raise RuntimeError(payload["errors"])
    return payload["data"]["auditLog"]["auditLogEntries"]


if __name__ == "__main__":
    entries = fetch_entries(limit=500)
    with open("audit_log.jsonl", "w", encoding="utf-8") as out:
        for entry in entries:
            out.write(json.dumps(entry) + "\n")
    print(f"Wrote {len(entries)} audit log entries to audit_log.jsonl")
