import dagster as dg


@dg.op(config_schema={"region": str, "limit": int})
def export_orders(context: dg.OpExecutionContext) -> None:
    context.log.info(f"Exporting {context.op_config['limit']} orders for {context.op_config['region']}")


@dg.job
def export_job():
    export_orders()


# [start:file_relative_path]
# Resolves against this module's folder, whatever the current working directory is.
BASE_CONFIG = dg.file_relative_path(__file__, "config/base.yaml")
# [end:file_relative_path]


# [start:config_from_files]
# All matching files are merged into one run config dictionary; globs are allowed.
prod_run_config = dg.config_from_files(
    [BASE_CONFIG, dg.file_relative_path(__file__, "config/prod/*.yaml")]
)

export_schedule = dg.ScheduleDefinition(
    job=export_job, cron_schedule="0 6 * * *", run_config=prod_run_config
)
# [end:config_from_files]


# [start:config_from_yaml_strings]
def test_export_job_with_yaml_config():
    run_config = dg.config_from_yaml_strings(
        ["ops:\n  export_orders:\n    config:\n      region: emea\n      limit: 50\n"]
    )
    assert export_job.execute_in_process(run_config=run_config).success
# [end:config_from_yaml_strings]


# [start:config_from_pkg_resources]
packaged_run_config = dg.config_from_pkg_resources(
    [
        ("order_pipelines.environments", "base.yaml"),
        ("order_pipelines.environments", "prod.yaml"),
    ]
)
# [end:config_from_pkg_resources]
