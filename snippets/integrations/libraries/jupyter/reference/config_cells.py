# [start:parameters]
from types import SimpleNamespace

import dagster as dg
import dagstermill

# While you develop, supply the config and resources yourself. At run time the
# injected cell replaces this context with one that carries the run's values.
context = dagstermill.get_context(
    op_config={"top_n": 5},
    resource_defs={
        "warehouse": dg.ResourceDefinition.hardcoded_resource(
            SimpleNamespace(connection_url="duckdb:///dev.duckdb")
        )
    },
)
# [end:parameters]

# [start:use]
top_n = context.op_config["top_n"]
warehouse_url = context.resources.warehouse.connection_url
context.log.info(f"Reviewing the top {top_n} customers from {warehouse_url}")
# [end:use]
