import json
import logging

import dagster as dg


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        return json.dumps(
            {
                "level": record.levelname,
                "logger": record.name,
                "message": record.getMessage(),
                "time": self.formatTime(record),
            }
        )


@dg.logger(
    config_schema={"log_level": dg.Field(str, default_value="INFO")},
    description="Writes one JSON object per line to stdout.",
)
def json_stdout_logger(init_context: dg.InitLoggerContext) -> logging.Logger:
    level = init_context.logger_config["log_level"]
    logger = logging.getLogger("shop_json")
    logger.setLevel(level)
    handler = logging.StreamHandler()
    handler.setFormatter(JsonFormatter())
    logger.handlers = [handler]
    return logger


@dg.asset
def refund_rate(context: dg.AssetExecutionContext) -> float:
    rate = 0.031
    context.log.info(f"Refund rate is {rate:.1%}")
    return rate


defs = dg.Definitions(
    assets=[refund_rate],
    loggers={"json": json_stdout_logger},
)
