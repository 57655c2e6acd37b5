# Deprecated: the AutoMaterializePolicy API this page migrates away from.
import dagster as dg


@dg.asset(auto_materialize_policy=dg.AutoMaterializePolicy.eager())
def inventory() -> None: ...


@dg.asset(
    deps=[inventory],
    auto_materialize_policy=dg.AutoMaterializePolicy.eager().without_rules(
        dg.AutoMaterializeRule.skip_on_parent_missing(),
    ),
)
def restock_alerts() -> None: ...


@dg.asset(
    deps=[inventory],
    auto_materialize_policy=dg.AutoMaterializePolicy.eager().with_rules(
        dg.AutoMaterializeRule.materialize_on_cron("0 7 * * *"),
    ),
)
def stock_report() -> None: ...
