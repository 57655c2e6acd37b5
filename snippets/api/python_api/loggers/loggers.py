import logging

import dagster as dg


# [start:context_log]
@dg.asset
def weather_readings(context: dg.AssetExecutionContext) -> list[float]:
    readings = [18.5, 21.0, 19.2]
    context.log.info(f"Loaded {len(readings)} readings")
    if min(readings) < 0:
        context.log.warning("Sub-zero reading found")
    return readings
# [end:context_log]


# [start:builtin_loggers]
@dg.op
def send_invoices(context: dg.OpExecutionContext) -> int:
    context.log.debug("Preparing invoice batch")
    return 12


@dg.job(logger_defs={"console": dg.json_console_logger})
def invoices_job():
    send_invoices()
# [end:builtin_loggers]


# [start:custom_logger]
@dg.logger(
    config_schema={"level": dg.Field(str, default_value="INFO"), "prefix": str},
    description="Prints run messages to standard error with a prefix.",
)
def prefixed_logger(init_context: dg.InitLoggerContext) -> logging.Logger:
    config = init_context.logger_config
    logger_ = logging.Logger("prefixed", level=config["level"])
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter(f"{config['prefix']} %(levelname)s %(message)s"))
    logger_.addHandler(handler)
    return logger_


@dg.job(logger_defs={"prefixed": prefixed_logger})
def billing_job():
    send_invoices()
# [end:custom_logger]


# [start:logger_definition]
def make_file_logger(init_context: dg.InitLoggerContext) -> logging.Logger:
    logger_ = logging.Logger("orders_file", level=logging.INFO)
    logger_.addHandler(logging.FileHandler(init_context.logger_config["path"]))
    return logger_


file_logger = dg.LoggerDefinition(
    logger_fn=make_file_logger,
    config_schema={"path": str},
    description="Appends run messages to a local file.",
)
# [end:logger_definition]


# [start:build_init_logger_context]
def test_prefixed_logger():
    context = dg.build_init_logger_context(logger_config={"level": "DEBUG", "prefix": "[billing]"})
    logger_ = prefixed_logger(context)
    assert logger_.level == logging.DEBUG
# [end:build_init_logger_context]
