import dagster as dg
from dagster_gcp import GCSPickleIOManager, GCSResource


@dg.asset
def store_visits() -> list[dict]:
    return [
        {"store": "berlin-01", "visitors": 1840},
        {"store": "munich-02", "visitors": 1312},
    ]


@dg.asset
def busiest_store(store_visits: list[dict]) -> str:
    return max(store_visits, key=lambda row: row["visitors"])["store"]


# Values are pickled to gs://acme-dagster-io/prod/<asset key>.
defs = dg.Definitions(
    assets=[store_visits, busiest_store],
    resources={
        "io_manager": GCSPickleIOManager(
            gcs=GCSResource(project="acme-analytics"),
            gcs_bucket="acme-dagster-io",
            gcs_prefix="prod",
        )
    },
)
