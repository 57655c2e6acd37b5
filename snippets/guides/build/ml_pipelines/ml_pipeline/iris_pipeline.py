import dagster as dg
import pandas as pd
from sklearn.datasets import load_iris
from sklearn.ensemble import RandomForestClassifier
from sklearn.metrics import accuracy_score, f1_score
from sklearn.model_selection import train_test_split

FEATURES = ["sepal length (cm)", "sepal width (cm)", "petal length (cm)", "petal width (cm)"]


@dg.asset(group_name="iris")
def iris_measurements() -> pd.DataFrame:
    """The iris data set that ships with scikit-learn, as a DataFrame."""
    return load_iris(as_frame=True).frame


@dg.multi_asset(
    group_name="iris",
    outs={"iris_train": dg.AssetOut(), "iris_test": dg.AssetOut()},
)
def iris_split(iris_measurements: pd.DataFrame):
    train, test = train_test_split(
        iris_measurements, test_size=0.25, random_state=7, stratify=iris_measurements["target"]
    )
    return train, test


class TrainingConfig(dg.Config):
    n_estimators: int = 200
    max_depth: int = 4


@dg.asset(group_name="iris")
def iris_classifier(
    context: dg.AssetExecutionContext, config: TrainingConfig, iris_train: pd.DataFrame
) -> RandomForestClassifier:
    model = RandomForestClassifier(
        n_estimators=config.n_estimators, max_depth=config.max_depth, random_state=7
    )
    model.fit(iris_train[FEATURES], iris_train["target"])
    context.add_output_metadata({"n_estimators": config.n_estimators, "training_rows": len(iris_train)})
    return model


@dg.asset(group_name="iris")
def iris_evaluation(iris_classifier: RandomForestClassifier, iris_test: pd.DataFrame) -> dg.MaterializeResult:
    predictions = iris_classifier.predict(iris_test[FEATURES])
    accuracy = accuracy_score(iris_test["target"], predictions)
    macro_f1 = f1_score(iris_test["target"], predictions, average="macro")
    return dg.MaterializeResult(
        metadata={"accuracy": float(accuracy), "macro_f1": float(macro_f1), "test_rows": len(iris_test)}
    )


@dg.asset(group_name="iris")
def new_flower_predictions(iris_classifier: RandomForestClassifier) -> pd.DataFrame:
    """Species predictions for measurements collected in the field."""
    new_flowers = pd.DataFrame([[5.0, 3.4, 1.5, 0.2], [6.7, 3.0, 5.2, 2.3]], columns=FEATURES)
    species = load_iris().target_names
    new_flowers["predicted_species"] = [species[i] for i in iris_classifier.predict(new_flowers)]
    return new_flowers


iris_training_job = dg.define_asset_job("iris_training_job", selection=dg.AssetSelection.groups("iris"))

defs = dg.Definitions(
    assets=[iris_measurements, iris_split, iris_classifier, iris_evaluation, new_flower_predictions],
    jobs=[iris_training_job],
)
