import dagster as dg


@dg.asset
def churn_features() -> None:
    """Builds model features from the latest customer table."""


features_job = dg.define_asset_job("features_job", selection=[churn_features])


# "customers" can be materialized in this code location or in any other one.
@dg.asset_sensor(asset_key=dg.AssetKey("customers"), job=features_job)
def customers_updated_sensor(context: dg.SensorEvaluationContext, asset_event: dg.EventLogEntry):
    # One run per materialization of "customers".
    return dg.RunRequest(run_key=f"{asset_event.run_id}:{asset_event.timestamp}")


defs = dg.Definitions(assets=[churn_features], jobs=[features_job], sensors=[customers_updated_sensor])
