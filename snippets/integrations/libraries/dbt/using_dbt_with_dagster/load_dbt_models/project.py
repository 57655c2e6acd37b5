from pathlib import Path

from dagster_dbt import DbtProject

# roastery/roastery_dagster/project.py -> roastery/roastery_dbt
roastery_project = DbtProject(
    project_dir=Path(__file__).joinpath("..", "..", "roastery_dbt").resolve(),
)

# Only under `dagster dev`: run `dbt parse` so the manifest matches your files.
roastery_project.prepare_if_dev()
