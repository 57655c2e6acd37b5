from typing import Literal, Union

import dagster as dg
from pydantic import Field


class S3Target(dg.Config):
    kind: Literal["s3"] = "s3"
    bucket: str
    prefix: str = "exports/"


class SftpTarget(dg.Config):
    kind: Literal["sftp"] = "sftp"
    host: str
    directory: str


class ExportConfig(dg.Config):
    target: Union[S3Target, SftpTarget] = Field(discriminator="kind")


@dg.asset
def partner_export(context: dg.AssetExecutionContext, config: ExportConfig) -> None:
    if isinstance(config.target, S3Target):
        context.log.info(f"Uploading to s3://{config.target.bucket}/{config.target.prefix}")
    else:
        context.log.info(f"Uploading to {config.target.host}:{config.target.directory}")


defs = dg.Definitions(assets=[partner_export])
