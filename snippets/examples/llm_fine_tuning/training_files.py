from collections import Counter
import json
from pathlib import Path

import dagster as dg
import pandas as pd

from genre_classifier.constants import GENRES, TRAINING_PATH, VALIDATION_PATH

# [start:chat_format]
SYSTEM_PROMPT = (
    "You classify graphic novels by genre. "
    f"Answer with exactly one of these genres and nothing else: {', '.join(GENRES)}."
)


def book_messages(title: str, author: str, description: str) -> list[dict]:
    """The system and user messages for one book, shared by training and evaluation."""
    return [
        {"role": "system", "content": SYSTEM_PROMPT},
        {
            "role": "user",
            "content": f"Title: {title}\nAuthor: {author}\nDescription: {description}",
        },
    ]


def write_chat_file(path: Path, books: pd.DataFrame) -> None:
    """Writes one chat example per book, with the genre as the assistant's answer."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as file:
        for book in books.itertuples():
            messages = book_messages(book.title, book.author, book.description)
            messages.append({"role": "assistant", "content": book.genre})
            file.write(json.dumps({"messages": messages}) + "\n")
# [end:chat_format]


# [start:split]
class TrainingSetConfig(dg.Config):
    examples_per_genre: int = 30
    validation_share: float = 0.2
    evaluation_books: int = 100
    seed: int = 42


@dg.multi_asset(
    outs={
        "training_file": dg.AssetOut(description="Chat examples OpenAI trains on."),
        "validation_file": dg.AssetOut(description="Chat examples OpenAI scores during training."),
        "evaluation_books": dg.AssetOut(description="Books held back to compare models."),
    },
    group_name="training_data",
)
def split_labeled_books(
    context: dg.AssetExecutionContext, config: TrainingSetConfig, labeled_books: pd.DataFrame
):
    shuffled = labeled_books.sample(frac=1.0, random_state=config.seed)

    # Held-out books never appear in either file, so the comparison is fair.
    evaluation = shuffled.head(config.evaluation_books)
    remaining = shuffled.iloc[config.evaluation_books :]

    # Cap each genre so that common genres don't drown out rare ones.
    balanced = remaining.groupby("genre", group_keys=False).head(config.examples_per_genre)
    validation = balanced.sample(frac=config.validation_share, random_state=config.seed)
    training = balanced.drop(validation.index)

    write_chat_file(TRAINING_PATH, training)
    write_chat_file(VALIDATION_PATH, validation)
    context.log.info(f"{len(training)} training, {len(validation)} validation examples")

    yield dg.Output(str(TRAINING_PATH), output_name="training_file", metadata={"examples": len(training)})
    yield dg.Output(str(VALIDATION_PATH), output_name="validation_file", metadata={"examples": len(validation)})
    yield dg.Output(evaluation, output_name="evaluation_books", metadata={"books": len(evaluation)})
# [end:split]


# [start:inspect]
MIN_EXAMPLES = 10
ALLOWED_ROLES = {"system", "user", "assistant"}


def inspect_chat_file(path: str) -> dg.AssetCheckResult:
    """Checks each line of a fine-tuning file and counts the problems by kind."""
    problems: Counter = Counter()
    examples = 0
    with open(path, encoding="utf-8") as file:
        for line in file:
            examples += 1
            try:
                messages = json.loads(line).get("messages")
            except (json.JSONDecodeError, AttributeError):
                problems["not_a_json_object"] += 1
                continue
            if not isinstance(messages, list) or not messages:
                problems["no_messages"] += 1
                continue
            if any(message.get("role") not in ALLOWED_ROLES for message in messages):
                problems["unknown_role"] += 1
            if any(not str(message.get("content") or "").strip() for message in messages):
                problems["empty_content"] += 1
            if messages[-1].get("role") != "assistant":
                problems["no_assistant_answer"] += 1
            elif messages[-1].get("content") not in GENRES:
                problems["answer_not_a_genre"] += 1
    if examples < MIN_EXAMPLES:
        problems["too_few_examples"] += 1

    return dg.AssetCheckResult(
        passed=not problems,
        severity=dg.AssetCheckSeverity.ERROR,
        metadata={"examples": examples, **problems},
        description="Ready to upload" if not problems else f"Found: {', '.join(problems)}",
    )
# [end:inspect]


# [start:checks]
@dg.asset_check(asset="training_file", blocking=True)
def training_file_is_valid(training_file: str) -> dg.AssetCheckResult:
    """Every training example is a complete chat that ends in a known genre."""
    return inspect_chat_file(training_file)


@dg.asset_check(asset="validation_file", blocking=True)
def validation_file_is_valid(validation_file: str) -> dg.AssetCheckResult:
    """Every validation example is a complete chat that ends in a known genre."""
    return inspect_chat_file(validation_file)
# [end:checks]
