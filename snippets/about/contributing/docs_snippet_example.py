import dagster as dg


# [start:asset]
@dg.asset
def greeting() -> str:
    return "Hello from a docs snippet"
# [end:asset]


@dg.asset
def loud_greeting(greeting: str) -> str:
    return greeting.upper()


defs = dg.Definitions(assets=[greeting, loud_greeting])
