import os

import dagster as dg
from dagster_airlift.core import (
    AirflowBasicAuthBackend,
    AirflowInstance,
    build_defs_from_airflow_instance,
)


def basic_auth_instance(name: str, url_variable: str) -> AirflowInstance:
    return AirflowInstance(
        auth_backend=AirflowBasicAuthBackend(
            webserver_url=os.environ[url_variable],
            username=os.environ["AIRFLOW_USERNAME"],
            password=os.environ["AIRFLOW_PASSWORD"],
        ),
        name=name,
    )


defs = dg.Definitions.merge(
    build_defs_from_airflow_instance(
        airflow_instance=basic_auth_instance("commerce", "COMMERCE_AIRFLOW_URL")
    ),
    build_defs_from_airflow_instance(
        airflow_instance=basic_auth_instance("analytics", "ANALYTICS_AIRFLOW_URL")
    ),
)
