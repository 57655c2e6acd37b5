from pathlib import Path

# [start:sources]
GOODREADS_HOME = "https://mengtingwan.github.io/data/goodreads"
GOODREADS_FILES = "https://datarepo.eng.ucsd.edu/mcauley_group/gdrive/goodreads"
GRAPHIC_NOVELS_URL = f"{GOODREADS_FILES}/byGenre/goodreads_books_comics_graphic.json.gz"
AUTHORS_URL = f"{GOODREADS_FILES}/goodreads_book_authors.json.gz"
# [end:sources]

# [start:genres]
# Shelf names as Goodreads readers type them; each one is a label the model can answer.
GENRES = [
    "superheroes",
    "manga",
    "horror",
    "fantasy",
    "sci-fi",
    "humor",
    "romance",
    "mystery",
    "memoir",
    "historical-fiction",
]
MIN_SHELF_VOTES = 5
MIN_DESCRIPTION_CHARS = 80
MAX_DESCRIPTION_CHARS = 1200
# [end:genres]

BASE_MODEL = "gpt-4o-mini-2024-07-18"

DATA_DIR = Path("data")
TRAINING_PATH = DATA_DIR / "genre_training.jsonl"
VALIDATION_PATH = DATA_DIR / "genre_validation.jsonl"
