import warnings

import dagster as dg

# Silence beta warnings for the whole code location, once, at import time.
warnings.filterwarnings("ignore", category=dg.BetaWarning)

# Keep preview warnings, but show each one only once per process.
warnings.filterwarnings("once", category=dg.PreviewWarning)


@dg.asset
def daily_orders() -> int:
    return 42


defs = dg.Definitions(assets=[daily_orders])
