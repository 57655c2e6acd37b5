import dagster as dg
from dagster_docker import docker_executor


@dg.op
def extract_rates() -> dict:
    return {"EUR": 1.0, "USD": 1.08, "GBP": 0.85}


@dg.op
def store_rates(context: dg.OpExecutionContext, rates: dict) -> None:
    context.log.info(f"Storing {len(rates)} exchange rates")


containerized_executor = docker_executor.configured(
    {
        "image": "registry.example.com/finance/dagster-code:latest",
        "env_vars": ["DATABASE_URL"],
        "network": "dagster_network",
    }
)


@dg.job(executor_def=containerized_executor)
def refresh_exchange_rates():
    store_rates(extract_rates())


defs = dg.Definitions(jobs=[refresh_exchange_rates])
