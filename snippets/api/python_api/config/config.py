from typing import Optional

from pydantic import Field as PydanticField

import dagster as dg


# [start:config_class]
class ForecastConfig(dg.Config):
    city: str
    days: int = 7
    include_hourly: bool = PydanticField(default=False, description="Also fetch hourly values.")
    stations: Optional[list[str]] = None


@dg.asset
def forecast(context: dg.AssetExecutionContext, config: ForecastConfig) -> None:
    context.log.info(f"Fetching {config.days} days of forecasts for {config.city}")
# [end:config_class]


# [start:permissive_config]
class ExportOptions(dg.PermissiveConfig):
    table: str


@dg.asset
def exported_table(context: dg.AssetExecutionContext, config: ExportOptions) -> None:
    # Fields that are not declared, such as compression, are kept as extra values.
    options = config.dict()
    context.log.info(f"Exporting {config.table} with options {options}")
# [end:permissive_config]


# [start:run_config]
def test_forecast():
    result = dg.materialize(
        [forecast],
        run_config=dg.RunConfig(ops={"forecast": ForecastConfig(city="Lisbon", days=3)}),
    )
    assert result.success


forecast_job = dg.define_asset_job(
    "lisbon_forecast_job",
    selection=[forecast],
    config=dg.RunConfig(ops={"forecast": ForecastConfig(city="Lisbon")}),
)
# [end:run_config]


# [start:legacy_schema]
@dg.op(
    config_schema={
        "source": dg.Field(
            dg.Selector({"s3": {"bucket": str, "key": str}, "local": {"path": str}}),
            description="Where to read the file from. Set exactly one option.",
        ),
        "delimiter": dg.Field(str, default_value=",", is_required=False),
        "columns": dg.Array(str),
        "renames": dg.Field(dg.Map(str, str), default_value={}, is_required=False),
        "max_rows": dg.Noneable(int),
        "reader_options": dg.Field(dg.Permissive({"encoding": str}), is_required=False),
        "mode": dg.Enum("LoadMode", [dg.EnumValue("append"), dg.EnumValue("replace")]),
        "retry": dg.Shape({"attempts": int, "delay_seconds": float}),
    }
)
def load_csv(context: dg.OpExecutionContext) -> None:
    source = context.op_config["source"]
    if "s3" in source:
        context.log.info(f"Reading s3://{source['s3']['bucket']}/{source['s3']['key']}")
    else:
        context.log.info(f"Reading {source['local']['path']}")
# [end:legacy_schema]


# [start:scalar_union]
@dg.op(
    config_schema={
        # Accepts either "orders" or {"name": "orders", "schema": "sales"}.
        "table": dg.ScalarUnion(
            scalar_type=str,
            non_scalar_schema={"name": str, "schema": dg.Field(str, default_value="public")},
        )
    }
)
def describe_table(context: dg.OpExecutionContext) -> None:
    context.log.info(f"Table config: {context.op_config['table']}")
# [end:scalar_union]


# [start:sources]
@dg.resource(
    config_schema={
        "host": dg.StringSource,
        "port": dg.Field(dg.IntSource, default_value=5432, is_required=False),
        "use_ssl": dg.Field(dg.BoolSource, default_value=True, is_required=False),
    }
)
def postgres_settings(init_context: dg.InitResourceContext) -> dict:
    return dict(init_context.resource_config)


# Each value can be a literal or {"env": "VARIABLE_NAME"}.
postgres_run_config = {
    "resources": {
        "postgres": {
            "config": {
                "host": {"env": "PGHOST"},
                "port": {"env": "PGPORT"},
                "use_ssl": False,
            }
        }
    }
}
# [end:sources]


# [start:config_mapping]
@dg.op(config_schema={"url": str, "timeout": int})
def download(context: dg.OpExecutionContext) -> None:
    context.log.info(f"GET {context.op_config['url']}")


def _expand_city(config: dict) -> dict:
    return {
        "ops": {
            "download": {
                "config": {
                    "url": f"https://api.example-weather.com/v1/{config['city']}",
                    "timeout": 30,
                }
            }
        }
    }


# Users configure the job with {"city": ...}; the mapping builds the op config.
@dg.job(config=dg.ConfigMapping(config_fn=_expand_city, config_schema={"city": str}))
def city_download_job():
    download()
# [end:config_mapping]


# [start:configured]
@dg.configured(download, config_schema={"city": str})
def download_city(config: dict) -> dict:
    return {"url": f"https://api.example-weather.com/v1/{config['city']}", "timeout": 30}


# With constant config, call configured with the values directly.
download_lisbon = dg.configured(download, name="download_lisbon")(
    {"url": "https://api.example-weather.com/v1/lisbon", "timeout": 30}
)


@dg.job
def configured_downloads_job():
    download_city()
    download_lisbon()
# [end:configured]


defs = dg.Definitions(
    assets=[forecast, exported_table],
    jobs=[forecast_job, city_download_job, configured_downloads_job],
)
