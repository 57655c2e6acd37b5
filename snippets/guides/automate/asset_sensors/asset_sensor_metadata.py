import dagster as dg


class FeatureConfig(dg.Config):
    source_run_id: str
    row_count: int


@dg.asset
def churn_features(context: dg.AssetExecutionContext, config: FeatureConfig) -> None:
    context.log.info(
        f"Building features from run {config.source_run_id} ({config.row_count} rows)"
    )


features_job = dg.define_asset_job("features_job", selection=[churn_features])


@dg.asset_sensor(asset_key=dg.AssetKey("customers"), job=features_job)
def customers_with_rows_sensor(context: dg.SensorEvaluationContext, asset_event: dg.EventLogEntry):
    materialization = asset_event.asset_materialization
    row_count_value = materialization.metadata.get("row_count") if materialization else None
    row_count = row_count_value.value if row_count_value is not None else 0

    if not row_count:
        return dg.SkipReason(f"customers was materialized in run {asset_event.run_id} with no rows")

    return dg.RunRequest(
        run_key=f"{asset_event.run_id}:{asset_event.timestamp}",
        run_config=dg.RunConfig(
            ops={
                "churn_features": FeatureConfig(
                    source_run_id=asset_event.run_id,
                    row_count=int(row_count),
                )
            }
        ),
    )


defs = dg.Definitions(
    assets=[churn_features], jobs=[features_job], sensors=[customers_with_rows_sensor]
)
