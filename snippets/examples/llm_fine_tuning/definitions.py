import dagster as dg
from dagster_duckdb import DuckDBResource
from dagster_openai import OpenAIResource

from genre_classifier.evaluation import beats_base_model
from genre_classifier.features import book_genres, labeled_books
from genre_classifier.fine_tuning import fine_tuned_model, training_file_id, validation_file_id
from genre_classifier.ingestion import goodreads_dataset, raw_authors, raw_graphic_novels
from genre_classifier.training_files import (
    split_labeled_books,
    training_file_is_valid,
    validation_file_is_valid,
)

defs = dg.Definitions(
    assets=[
        goodreads_dataset,
        raw_graphic_novels,
        raw_authors,
        book_genres,
        labeled_books,
        split_labeled_books,
        training_file_id,
        validation_file_id,
        fine_tuned_model,
    ],
    asset_checks=[training_file_is_valid, validation_file_is_valid, beats_base_model],
    resources={
        # [start:duckdb]
        "duckdb": DuckDBResource(database="data/goodreads.duckdb"),
        # [end:duckdb]
        # [start:openai]
        "openai": OpenAIResource(api_key=dg.EnvVar("OPENAI_API_KEY")),
        # [end:openai]
    },
)
