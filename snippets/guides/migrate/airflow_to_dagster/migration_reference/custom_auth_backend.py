import os

import requests
from dagster_airlift.core import AirflowAuthBackend, AirflowInstance


class GatewayTokenAuthBackend(AirflowAuthBackend):
    """For an Airflow whose API sits behind a gateway that expects a bearer token."""

    def __init__(self, webserver_url: str, token: str):
        self._webserver_url = webserver_url
        self._token = token

    def get_session(self) -> requests.Session:
        session = requests.Session()
        session.headers.update({"Authorization": f"Bearer {self._token}"})
        return session

    def get_webserver_url(self) -> str:
        return self._webserver_url


reporting_airflow = AirflowInstance(
    auth_backend=GatewayTokenAuthBackend(
        webserver_url="https://airflow.reporting.example.com",
        token=os.environ["REPORTING_AIRFLOW_TOKEN"],
    ),
    name="reporting",
)
