from pathlib import Path

import requests
from airflow.models import Variable
from airflow.utils.context import Context
from dagster_airlift.in_airflow import BaseProxyTaskToDagsterOperator, proxying_to_dagster
from dagster_airlift.in_airflow.proxied_state import load_proxied_state_from_yaml


class DagsterPlusProxyOperator(BaseProxyTaskToDagsterOperator):
    """Runs proxied tasks in a Dagster+ deployment, authenticated with a user token."""

    def get_dagster_session(self, context: Context) -> requests.Session:
        session = requests.Session()
        session.headers.update({"Dagster-Cloud-Api-Token": Variable.get("dagster_plus_user_token")})
        return session

    def get_dagster_url(self, context: Context) -> str:
        organization = Variable.get("dagster_plus_organization")
        deployment = Variable.get("dagster_plus_deployment", default_var="prod")
        return f"https://{organization}.dagster.plus/{deployment}"


# ... the DAG definitions of this file ...

proxying_to_dagster(
    global_vars=globals(),
    proxied_state=load_proxied_state_from_yaml(Path(__file__).parent / "proxied_state"),
    build_from_task_fn=DagsterPlusProxyOperator.build_from_task,
)
