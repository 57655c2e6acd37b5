import dagster as dg


# [start:input_manager]
@dg.input_manager(input_config_schema={"region": str})
def region_loader(context: dg.InputContext) -> list[str]:
    # Each input that uses this manager sets its own "region" in run config.
    region = context.config["region"]
    return {"emea": ["DE", "FR", "NL"], "amer": ["US", "CA", "BR"]}[region]


@dg.op(ins={"countries": dg.In(input_manager_key="region_loader")})
def count_countries(countries: list[str]) -> int:
    return len(countries)


@dg.job(resource_defs={"region_loader": region_loader})
def regions_job():
    count_countries()


run_config = {"ops": {"count_countries": {"inputs": {"countries": {"region": "emea"}}}}}
# [end:input_manager]


# [start:input_manager_class]
class StaticCustomersLoader(dg.InputManager):
    def __init__(self, customers: list[str]):
        self._customers = customers

    def load_input(self, context: dg.InputContext) -> list[str]:
        context.log.info(f"Loading {len(self._customers)} customers for {context.name}")
        return self._customers


@dg.input_manager
def customers_loader() -> dg.InputManager:
    # The decorated function may return an InputManager; Dagster calls its load_input.
    return StaticCustomersLoader(["acme", "globex", "initech"])


@dg.op(ins={"customers": dg.In(input_manager_key="customers_loader")})
def greet_customers(customers: list[str]) -> list[str]:
    return [f"Hello, {name}" for name in customers]


@dg.job(resource_defs={"customers_loader": customers_loader})
def greetings_job():
    greet_customers()
# [end:input_manager_class]
