import dagster as dg

import my_project.orders
import my_project.customers
import my_project.reporting
from my_project import pipelines

# [start:load_definitions_from_modules]
# Collects every asset, check, job, schedule and sensor defined in the modules.
defs = dg.load_definitions_from_modules(
    [my_project.orders, my_project.customers],
    resources={"io_manager": dg.FilesystemIOManager(base_dir="/tmp/dagster")},
)
# [end:load_definitions_from_modules]

# [start:load_definitions_from_module]
reporting_defs = dg.load_definitions_from_module(my_project.reporting)
# [end:load_definitions_from_module]

# [start:load_definitions_from_package]
# Walks the package and all of its submodules.
pipeline_defs = dg.load_definitions_from_package_module(pipelines)
same_defs = dg.load_definitions_from_package_name("my_project.pipelines")
# [end:load_definitions_from_package]
