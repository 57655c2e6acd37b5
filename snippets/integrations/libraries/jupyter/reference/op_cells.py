import dagster as dg
import dagstermill
import pandas as pd

# [start:parameters]
context = dagstermill.get_context()
usage = pd.DataFrame({"account": ["a1", "a2"], "logins_last_week": [0, 9]})
# [end:parameters]

# [start:results]
at_risk = usage[usage["logins_last_week"] < 2]

# Sets the op's at_risk_count output. Outside Dagster it just returns the value.
dagstermill.yield_result(len(at_risk), output_name="at_risk_count")

# Records an observation of another asset in the run's event log.
dagstermill.yield_event(
    dg.AssetObservation(
        asset_key="customer_health",
        metadata={"at_risk_accounts": len(at_risk)},
    )
)
# [end:results]
