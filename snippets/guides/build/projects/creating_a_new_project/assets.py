import dagster as dg


@dg.asset
def greeting() -> str:
    return "Hello from my first Dagster project"


@dg.asset
def greeting_length(context: dg.AssetExecutionContext, greeting: str) -> int:
    context.log.info(f"The greeting is {len(greeting)} characters long")
    return len(greeting)
