import dagster as dg


@dg.op
def fetch_orders() -> list[dict]:
    return [{"id": 1, "amount": 40.0, "country": "PT"}, {"id": 2, "amount": 15.5, "country": "ES"}]


@dg.op
def filter_country(orders: list[dict], country: str) -> list[dict]:
    return [order for order in orders if order["country"] == country]


@dg.op
def total(orders: list[dict]) -> float:
    return sum(order["amount"] for order in orders)


@dg.op
def combine(totals: list[float]) -> float:
    return sum(totals)


@dg.op
def count_orders(orders: list[dict]) -> int:
    return len(orders)


@dg.op
def pick_country() -> str:
    return "PT"


# [start:graph_basic]
@dg.graph
def revenue_graph():
    total(fetch_orders())


revenue_job = revenue_graph.to_job(name="revenue_job", tags={"team": "finance"})
# [end:graph_basic]


# [start:graph_in_out]
@dg.graph(
    ins={"country": dg.GraphIn(description="ISO country code to keep.")},
    out={
        "country_total": dg.GraphOut(description="Revenue of that country."),
        "order_count": dg.GraphOut(),
    },
)
def country_revenue(country):
    orders = filter_country(fetch_orders(), country)
    return {"country_total": total(orders), "order_count": count_orders(orders)}


@dg.job
def portugal_revenue_job():
    # A graph with inputs is nested inside another graph or job.
    country_revenue(pick_country())
# [end:graph_in_out]


# [start:graph_definition]
# The same wiring as revenue_graph, written without the decorator.
revenue_graph_explicit = dg.GraphDefinition(
    name="revenue_graph_explicit",
    node_defs=[fetch_orders, total],
    dependencies={"total": {"orders": dg.DependencyDefinition("fetch_orders")}},
)
# [end:graph_definition]


# [start:multi_dependency]
# Two aliased invocations of filter_country fan in to combine.
country_totals_graph = dg.GraphDefinition(
    name="country_totals",
    node_defs=[fetch_orders, pick_country, filter_country, total, combine],
    dependencies={
        dg.NodeInvocation("filter_country", alias="filter_pt"): {
            "orders": dg.DependencyDefinition("fetch_orders"),
            "country": dg.DependencyDefinition("pick_country"),
        },
        dg.NodeInvocation("total", alias="total_pt"): {
            "orders": dg.DependencyDefinition("filter_pt"),
        },
        dg.NodeInvocation("total", alias="total_all"): {
            "orders": dg.DependencyDefinition("fetch_orders"),
        },
        "combine": {
            "totals": dg.MultiDependencyDefinition(
                [dg.DependencyDefinition("total_pt"), dg.DependencyDefinition("total_all")]
            )
        },
    },
)
# [end:multi_dependency]


# [start:mappings]
# Equivalent to a @graph whose input feeds filter_country and whose output is total's result.
country_revenue_explicit = dg.GraphDefinition(
    name="country_revenue_explicit",
    node_defs=[fetch_orders, filter_country, total],
    dependencies={
        "filter_country": {"orders": dg.DependencyDefinition("fetch_orders")},
        "total": {"orders": dg.DependencyDefinition("filter_country")},
    },
    input_mappings=[
        dg.InputMapping(
            graph_input_name="country",
            mapped_node_name="filter_country",
            mapped_node_input_name="country",
        )
    ],
    output_mappings=[
        dg.OutputMapping(
            graph_output_name="country_total",
            mapped_node_name="total",
            mapped_node_output_name="result",
        )
    ],
)
# [end:mappings]
