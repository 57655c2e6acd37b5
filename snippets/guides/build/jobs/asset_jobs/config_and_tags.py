import dagster as dg


class ExportConfig(dg.Config):
    destination: str
    include_refunds: bool = False


@dg.asset
def finance_export(context: dg.AssetExecutionContext, config: ExportConfig) -> None:
    context.log.info(
        f"Writing export to {config.destination} "
        f"(refunds included: {config.include_refunds})"
    )


nightly_export_job = dg.define_asset_job(
    name="nightly_export_job",
    selection=[finance_export],
    description="Writes the finance export to the shared drive.",
    # Default run config; the launchpad shows it and lets you edit it per run.
    config=dg.RunConfig(
        ops={"finance_export": ExportConfig(destination="/mnt/shared/finance")}
    ),
    # Attached to every run of this job.
    tags={"team": "finance", "cost_center": "fin-204"},
)

defs = dg.Definitions(assets=[finance_export], jobs=[nightly_export_job])
