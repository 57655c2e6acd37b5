from unittest.mock import MagicMock, patch

import dagster as dg
from pydantic import PrivateAttr


class TokenClient(dg.ConfigurableResource):
    username: str
    password: str

    _token: str = PrivateAttr(default="")

    def setup_for_execution(self, context: dg.InitResourceContext) -> None:
        self._token = login(self.username, self.password)

    def auth_header(self) -> dict:
        return {"Authorization": f"Bearer {self._token}"}


def login(username: str, password: str) -> str:
    raise NotImplementedError("Calls the real identity provider")


class Credentials(dg.ConfigurableResource):
    username: str
    password: str


class ReportingClient(dg.ConfigurableResource):
    credentials: Credentials
    workspace: str

    def describe(self) -> str:
        return f"{self.credentials.username} in {self.workspace}"


def test_setup_runs_inside_build_resources():
    with patch(f"{__name__}.login", MagicMock(return_value="abc123")):
        with dg.build_resources({"client": TokenClient(username="u", password="p")}) as resources:
            assert resources.client.auth_header() == {"Authorization": "Bearer abc123"}


def test_nested_resource():
    client = ReportingClient(
        credentials=Credentials(username="ci-bot", password="not-a-secret"),
        workspace="finance",
    )
    assert client.describe() == "ci-bot in finance"
