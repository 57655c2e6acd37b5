import dagster as dg


class ExportConfig(dg.Config):
    bucket: str
    region: str = "eu-west-1"


@dg.asset
def nightly_export(context: dg.AssetExecutionContext, config: ExportConfig) -> None:
    context.log.info(f"Exporting to s3://{config.bucket} in {config.region}")


# The bucket differs per environment: each deployment sets EXPORT_BUCKET, and
# the run configuration records the variable's name, not its value.
nightly_export_job = dg.define_asset_job(
    "nightly_export_job",
    selection=[nightly_export],
    config=dg.RunConfig(
        ops={"nightly_export": ExportConfig(bucket=dg.EnvVar("EXPORT_BUCKET"))},
    ),
)

defs = dg.Definitions(assets=[nightly_export], jobs=[nightly_export_job])
