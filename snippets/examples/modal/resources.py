from email.message import EmailMessage
from pathlib import Path
import smtplib

import dagster as dg
from botocore.exceptions import ClientError
from dagster_aws.s3 import S3Resource
from dagster_modal import ModalClient
from dagster_openai import OpenAIResource

R2_BUCKET = "podcast-digest"


# [start:email]
class EmailResource(dg.ConfigurableResource):
    """Sends plain-text email through an SMTP server that supports STARTTLS."""

    smtp_host: str
    smtp_port: int = 587
    username: str
    password: str
    recipient: str

    def send(self, subject: str, body: str) -> None:
        message = EmailMessage()
        message["Subject"] = subject
        message["From"] = self.username
        message["To"] = self.recipient
        message.set_content(body)
        with smtplib.SMTP(self.smtp_host, self.smtp_port) as server:
            server.starttls()
            server.login(self.username, self.password)
            server.send_message(message)
# [end:email]


# [start:storage]
def object_exists(r2: S3Resource, key: str) -> bool:
    try:
        r2.get_client().head_object(Bucket=R2_BUCKET, Key=key)
        return True
    except ClientError as error:
        if error.response["Error"]["Code"] in ("404", "NoSuchKey", "NotFound"):
            return False
        raise


def read_text(r2: S3Resource, key: str) -> str:
    response = r2.get_client().get_object(Bucket=R2_BUCKET, Key=key)
    return response["Body"].read().decode("utf-8")


def write_text(r2: S3Resource, key: str, text: str) -> None:
    r2.get_client().put_object(Bucket=R2_BUCKET, Key=key, Body=text.encode("utf-8"))
# [end:storage]


# [start:resources]
resources = {
    "r2": S3Resource(
        endpoint_url=dg.EnvVar("R2_ENDPOINT_URL"),
        aws_access_key_id=dg.EnvVar("R2_ACCESS_KEY_ID"),
        aws_secret_access_key=dg.EnvVar("R2_SECRET_ACCESS_KEY"),
        region_name="auto",
    ),
    # `modal run` starts in the project root, where the modal_app folder is.
    "modal": ModalClient(project_directory=Path(__file__).parent.parent),
    "openai": OpenAIResource(api_key=dg.EnvVar("OPENAI_API_KEY")),
    "email": EmailResource(
        smtp_host=dg.EnvVar("SMTP_HOST"),
        username=dg.EnvVar("SMTP_USERNAME"),
        password=dg.EnvVar("SMTP_PASSWORD"),
        recipient=dg.EnvVar("DIGEST_RECIPIENT"),
    ),
}
# [end:resources]
