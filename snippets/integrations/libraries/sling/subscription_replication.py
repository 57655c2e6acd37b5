from collections.abc import Mapping
from pathlib import Path
from typing import Any

import dagster as dg
from dagster_sling import (
    DagsterSlingTranslator,
    SlingConnectionResource,
    SlingResource,
    sling_assets,
)

REPLICATION_YAML = Path(__file__).parent / "replication.yaml"

sling = SlingResource(
    connections=[
        # Names must match `source` and `target` in replication.yaml.
        SlingConnectionResource(
            name="APP_MYSQL",
            type="mysql",
            host=dg.EnvVar("APP_MYSQL_HOST"),
            user=dg.EnvVar("APP_MYSQL_USER"),
            password=dg.EnvVar("APP_MYSQL_PASSWORD"),
            database="billing",
        ),
        SlingConnectionResource(
            name="ANALYTICS_PG",
            type="postgres",
            connection_string=dg.EnvVar("ANALYTICS_PG_URL"),
        ),
    ]
)


class BillingTranslator(DagsterSlingTranslator):
    def get_asset_spec(self, stream_definition: Mapping[str, Any]) -> dg.AssetSpec:
        # Keep the default key and dependencies; add a group and an owner.
        return super().get_asset_spec(stream_definition).replace_attributes(
            group_name="billing_raw",
            owners=["team:data-platform"],
        )


@sling_assets(
    replication_config=REPLICATION_YAML,
    dagster_sling_translator=BillingTranslator(),
)
def billing_tables(context: dg.AssetExecutionContext, sling: SlingResource):
    # One materialization per stream, with the exact row count of the target table.
    yield from sling.replicate(context=context).fetch_row_count()


sync_billing = dg.define_asset_job("sync_billing", selection=[billing_tables])

defs = dg.Definitions(
    assets=[billing_tables],
    jobs=[sync_billing],
    schedules=[dg.ScheduleDefinition(job=sync_billing, cron_schedule="*/30 * * * *")],
    resources={"sling": sling},
)
