from pathlib import Path

import dagster as dg
import joblib
import pandas as pd
from sklearn.datasets import make_classification
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import roc_auc_score
from sklearn.model_selection import train_test_split

MODEL_DIR = Path("models")


@dg.asset(code_version="1")
def churn_features() -> pd.DataFrame:
    X, y = make_classification(n_samples=2_000, n_features=6, n_informative=4, random_state=11)
    frame = pd.DataFrame(X, columns=[f"f{i}" for i in range(6)])
    frame["churned"] = y
    return frame


@dg.asset(code_version="3")
def churn_model(context: dg.AssetExecutionContext, churn_features: pd.DataFrame) -> LogisticRegression:
    X = churn_features.drop(columns="churned")
    y = churn_features["churned"]
    X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.2, random_state=11)

    model = LogisticRegression(C=0.5, max_iter=500).fit(X_train, y_train)
    auc = float(roc_auc_score(y_test, model.predict_proba(X_test)[:, 1]))

    # Compare with the AUC recorded on the previous materialization.
    previous = context.instance.get_latest_materialization_event(context.asset_key)
    previous_auc = None
    if previous and previous.asset_materialization:
        entry = previous.asset_materialization.metadata.get("auc")
        previous_auc = entry.value if entry else None

    # Keep a copy of every trained model next to the I/O manager's pickle.
    MODEL_DIR.mkdir(exist_ok=True)
    model_path = MODEL_DIR / f"churn_model_{context.run.run_id}.joblib"
    joblib.dump(model, model_path)

    coefficients = "\n".join(
        f"| {name} | {weight:+.3f} |" for name, weight in zip(X.columns, model.coef_[0])
    )
    context.add_output_metadata(
        {
            "auc": auc,
            "auc_change": auc - previous_auc if previous_auc is not None else 0.0,
            "training_rows": len(X_train),
            "model_path": dg.MetadataValue.path(str(model_path)),
            "coefficients": dg.MetadataValue.md("| feature | weight |\n|---|---|\n" + coefficients),
        }
    )
    return model


@dg.asset_check(asset=churn_model, blocking=True)
def churn_model_auc_above_floor(context: dg.AssetCheckExecutionContext) -> dg.AssetCheckResult:
    event = context.instance.get_latest_materialization_event(dg.AssetKey("churn_model"))
    auc = event.asset_materialization.metadata["auc"].value
    return dg.AssetCheckResult(passed=auc >= 0.8, metadata={"auc": auc, "floor": 0.8})


defs = dg.Definitions(assets=[churn_features, churn_model], asset_checks=[churn_model_auc_above_floor])
