import json

import boto3
import dagster as dg
import psycopg2
from pydantic import PrivateAttr


class SecretBackedPostgres(dg.ConfigurableResource):
    """Reads database credentials from AWS Secrets Manager when a run starts."""

    secret_id: str
    region_name: str = "us-east-1"

    _credentials: dict = PrivateAttr(default_factory=dict)

    def setup_for_execution(self, context: dg.InitResourceContext) -> None:
        # boto3 finds AWS credentials itself: environment variables,
        # a shared profile, or the IAM role of the machine or container.
        client = boto3.client("secretsmanager", region_name=self.region_name)
        secret = client.get_secret_value(SecretId=self.secret_id)
        self._credentials = json.loads(secret["SecretString"])
        context.log.info(f"Loaded credentials for user {self._credentials['username']}")

    def connect(self):
        return psycopg2.connect(
            host=self._credentials["host"],
            port=self._credentials.get("port", 5432),
            user=self._credentials["username"],
            password=self._credentials["password"],
            dbname=self._credentials["dbname"],
        )


@dg.asset
def open_tickets(postgres: SecretBackedPostgres) -> int:
    conn = postgres.connect()
    try:
        with conn.cursor() as cursor:
            cursor.execute("SELECT COUNT(*) FROM support.tickets WHERE status = 'open'")
            (count,) = cursor.fetchone()
    finally:
        conn.close()
    return count


defs = dg.Definitions(
    assets=[open_tickets],
    resources={"postgres": SecretBackedPostgres(secret_id="prod/support-db")},
)
