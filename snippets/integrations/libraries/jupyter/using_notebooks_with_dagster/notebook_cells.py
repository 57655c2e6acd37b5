# [start:parameters]
import dagstermill
import pandas as pd

# Used while you edit the notebook in Jupyter. When Dagster runs it, a cell
# injected after this one replaces both variables.
context = dagstermill.get_context()
subscriptions = pd.read_csv("../data/subscriptions.csv", parse_dates=["started_on", "cancelled_on"])
# [end:parameters]

# [start:analysis]
by_plan = subscriptions.assign(churned=subscriptions["cancelled_on"].notna()).groupby("plan")
churn = by_plan["churned"].mean().mul(100).round(1).rename("churn_pct").to_frame()
context.log.info(f"Computed churn for {len(churn)} plans")
churn
# [end:analysis]

# [start:chart]
ax = churn["churn_pct"].plot.bar(title="Churn by plan (%)", ylabel="%", rot=0)
# [end:chart]
