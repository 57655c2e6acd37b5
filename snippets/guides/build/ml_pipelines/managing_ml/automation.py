import dagster as dg
import pandas as pd
from sklearn.datasets import make_classification
from sklearn.tree import DecisionTreeClassifier

WEEKLY = "0 3 * * 1"  # Mondays at 03:00


@dg.asset(automation_condition=dg.AutomationCondition.on_cron(WEEKLY))
def labeled_tickets() -> pd.DataFrame:
    X, y = make_classification(n_samples=1_000, n_features=5, random_state=3)
    frame = pd.DataFrame(X, columns=[f"signal_{i}" for i in range(5)])
    frame["escalated"] = y
    return frame


@dg.asset(
    # Retrain once a week, as soon as this week's training data has landed.
    automation_condition=dg.AutomationCondition.on_cron(WEEKLY),
)
def escalation_model(labeled_tickets: pd.DataFrame) -> DecisionTreeClassifier:
    features = labeled_tickets.drop(columns="escalated")
    return DecisionTreeClassifier(max_depth=5, random_state=3).fit(features, labeled_tickets["escalated"])


@dg.asset(
    # Rescore as soon as a new model is available.
    automation_condition=dg.AutomationCondition.eager(),
)
def open_ticket_scores(escalation_model: DecisionTreeClassifier) -> pd.DataFrame:
    X, _ = make_classification(n_samples=20, n_features=5, random_state=99)
    open_tickets = pd.DataFrame(X, columns=[f"signal_{i}" for i in range(5)])
    open_tickets["escalation_risk"] = escalation_model.predict_proba(open_tickets)[:, 1]
    return open_tickets


defs = dg.Definitions(assets=[labeled_tickets, escalation_model, open_ticket_scores])
