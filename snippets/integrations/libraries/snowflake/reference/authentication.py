import dagster as dg
from dagster_snowflake import SnowflakeResource

# [start:password]
with_password = SnowflakeResource(
    account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
    user=dg.EnvVar("SNOWFLAKE_USER"),
    password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
    warehouse="REPORTING_WH",
)
# [end:password]

# [start:key_pair]
with_private_key = SnowflakeResource(
    account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
    user="SVC_DAGSTER",
    # The PEM key, as text or base64-encoded, from a secret store.
    private_key=dg.EnvVar("SNOWFLAKE_PRIVATE_KEY"),
    # Only for an encrypted key.
    private_key_password=dg.EnvVar("SNOWFLAKE_PRIVATE_KEY_PASSPHRASE"),
    warehouse="REPORTING_WH",
)
# [end:key_pair]

# [start:key_file]
with_key_file = SnowflakeResource(
    account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
    user="SVC_DAGSTER",
    private_key_path="/run/secrets/snowflake_rsa_key.p8",
    warehouse="REPORTING_WH",
)
# [end:key_file]

# [start:sso]
with_browser_sso = SnowflakeResource(
    account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
    user="ana.lopez@example.com",
    # Opens a browser window for single sign-on: suitable only on a workstation.
    authenticator="externalbrowser",
    warehouse="REPORTING_WH",
)
# [end:sso]
