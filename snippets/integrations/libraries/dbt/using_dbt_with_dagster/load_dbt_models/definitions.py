import dagster as dg
from dagster_dbt import DbtCliResource

from .assets import roastery_dbt_models
from .project import roastery_project

defs = dg.Definitions(
    assets=[roastery_dbt_models],
    resources={"dbt": DbtCliResource(project_dir=roastery_project)},
)
