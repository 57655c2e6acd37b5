import dagster as dg

CONTINENTS = ["africa", "asia", "europe", "north_america", "oceania", "south_america"]


class ContinentConfig(dg.Config):
    continent: str


@dg.op
def continent_report(context: dg.OpExecutionContext, config: ContinentConfig) -> None:
    context.log.info(f"Building the report for {config.continent}")


@dg.static_partitioned_config(partition_keys=CONTINENTS)
def continent_config(partition_key: str) -> dict:
    return {"ops": {"continent_report": {"config": {"continent": partition_key}}}}


@dg.job(config=continent_config)
def continent_report_job():
    continent_report()


defs = dg.Definitions(jobs=[continent_report_job])
