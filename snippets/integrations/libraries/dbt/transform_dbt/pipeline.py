from collections.abc import Mapping
from pathlib import Path
from typing import Any, Optional

import dagster as dg
import pandas as pd
from dagster_dbt import (
    DagsterDbtTranslator,
    DbtCliResource,
    DbtProject,
    dbt_assets,
    get_asset_key_for_model,
)
from dagster_duckdb import DuckDBResource

billing_project = DbtProject(project_dir=Path(__file__).joinpath("..", "..", "billing_dbt").resolve())
billing_project.prepare_if_dev()


# [start:ingest]
@dg.asset(
    # The same key as the dbt source table, set in sources.yml with meta.dagster.asset_key.
    key=["billing", "events"],
    automation_condition=dg.AutomationCondition.on_cron("0 * * * *"),
    kinds={"python", "duckdb"},
)
def billing_events(duckdb: DuckDBResource) -> dg.MaterializeResult:
    """Subscription events (signups, upgrades, cancellations) from the billing API export."""
    events = pd.read_json("exports/billing_events.jsonl", lines=True)
    with duckdb.get_connection() as conn:
        conn.execute("create schema if not exists billing")
        conn.register("new_events", events)
        conn.execute("create or replace table billing.events as select * from new_events")
    return dg.MaterializeResult(metadata={"dagster/row_count": len(events)})
# [end:ingest]


# [start:dbt]
class BillingTranslator(DagsterDbtTranslator):
    def get_automation_condition(
        self, dbt_resource_props: Mapping[str, Any]
    ) -> Optional[dg.AutomationCondition]:
        # Every dbt model updates after the data it reads has changed.
        if dbt_resource_props["resource_type"] == "model":
            return dg.AutomationCondition.eager()
        return None


@dbt_assets(
    manifest=billing_project.manifest_path,
    dagster_dbt_translator=BillingTranslator(),
)
def billing_models(context: dg.AssetExecutionContext, dbt: DbtCliResource):
    yield from dbt.cli(["build"], context=context).stream()
# [end:dbt]


# [start:downstream]
@dg.asset(
    deps=[get_asset_key_for_model([billing_models], "monthly_recurring_revenue")],
    # Follow each rebuild, but not while a dbt test on the model reports a failure.
    automation_condition=dg.AutomationCondition.eager()
    & ~dg.AutomationCondition.any_deps_match(
        dg.AutomationCondition.any_checks_match(dg.AutomationCondition.check_failed())
    ),
)
def mrr_change_alert(
    context: dg.AssetExecutionContext, duckdb: DuckDBResource
) -> dg.MaterializeResult:
    """Compares this month's recurring revenue with last month's."""
    with duckdb.get_connection() as conn:
        latest_two = conn.execute(
            "select month, mrr from monthly_recurring_revenue order by month desc limit 2"
        ).fetchall()
    change = 0.0
    if len(latest_two) == 2 and latest_two[1][1]:
        change = (latest_two[0][1] - latest_two[1][1]) / latest_two[1][1] * 100
    if change < -5:
        context.log.warning(f"MRR fell by {abs(change):.1f}% month over month")
    return dg.MaterializeResult(metadata={"mrr_change_pct": round(change, 1)})
# [end:downstream]


defs = dg.Definitions(
    assets=[billing_events, billing_models, mrr_change_alert],
    resources={
        "dbt": DbtCliResource(project_dir=billing_project),
        "duckdb": DuckDBResource(database=str(billing_project.project_dir / "billing.duckdb")),
    },
)
