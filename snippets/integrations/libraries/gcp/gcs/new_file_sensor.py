import dagster as dg
from dagster_gcp import GCSResource
from dagster_gcp.gcs.sensor import get_gcs_keys

DROP_BUCKET = "acme-supplier-drop"


class SupplierFile(dg.Config):
    object_key: str


@dg.asset
def supplier_price_list(config: SupplierFile, gcs: GCSResource) -> dg.MaterializeResult:
    blob = gcs.get_client().bucket(DROP_BUCKET).blob(config.object_key)
    lines = blob.download_as_text().splitlines()
    return dg.MaterializeResult(
        metadata={"source_object": config.object_key, "lines": len(lines)}
    )


price_list_job = dg.define_asset_job("load_price_list", selection=[supplier_price_list])


@dg.sensor(job=price_list_job, minimum_interval_seconds=120)
def supplier_upload_sensor(context: dg.SensorEvaluationContext, gcs: GCSResource):
    new_keys = get_gcs_keys(
        DROP_BUCKET,
        prefix="price-lists/",
        since_key=context.cursor or None,
        gcs_session=gcs.get_client(),
    )
    for key in new_keys:
        yield dg.RunRequest(
            run_key=key,
            run_config=dg.RunConfig(ops={"supplier_price_list": SupplierFile(object_key=key)}),
        )
    if new_keys:
        # The newest key becomes the starting point of the next evaluation.
        context.update_cursor(new_keys[-1])


defs = dg.Definitions(
    assets=[supplier_price_list],
    jobs=[price_list_job],
    sensors=[supplier_upload_sensor],
    resources={"gcs": GCSResource(project="acme-procurement")},
)
