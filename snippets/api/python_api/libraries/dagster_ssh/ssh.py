import dagster as dg
from dagster_ssh import SSHResource

# [start:sftp]
@dg.asset
def supplier_price_list(sftp: SSHResource) -> str:
    # Downloads the nightly file from the supplier's SFTP server.
    return sftp.sftp_get("/outgoing/prices.csv", "/tmp/supplier/prices.csv")


@dg.asset(deps=[supplier_price_list])
def published_price_report(sftp: SSHResource) -> None:
    sftp.sftp_put("/incoming/reports/price_report.pdf", "/tmp/reports/price_report.pdf")


defs = dg.Definitions(
    assets=[supplier_price_list, published_price_report],
    resources={
        "sftp": SSHResource(
            remote_host="sftp.supplier.example.com",
            username="acme",
            key_string=dg.EnvVar("SUPPLIER_SSH_KEY"),
            no_host_key_check=False,
        )
    },
)
# [end:sftp]
