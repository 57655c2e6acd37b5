import dagster as dg
import pandas as pd
from dagster_duckdb import DuckDBResource

from genre_classifier.constants import (
    GENRES,
    MAX_DESCRIPTION_CHARS,
    MIN_DESCRIPTION_CHARS,
    MIN_SHELF_VOTES,
)
from genre_classifier.ingestion import raw_authors, raw_graphic_novels


# [start:book_genres]
@dg.asset(deps=[raw_graphic_novels], group_name="features", kinds={"duckdb"})
def book_genres(duckdb: DuckDBResource) -> dg.MaterializeResult:
    """One genre per book: the genre shelf that most readers put it on."""
    genre_list = ", ".join(f"'{genre}'" for genre in GENRES)
    with duckdb.get_connection() as conn:
        conn.execute(
            f"""
            create or replace table book_genres as
            with shelf_votes as (
                select
                    book_id,
                    shelf.name as genre,
                    try_cast(shelf.count as integer) as votes
                from (
                    select book_id, unnest(popular_shelves) as shelf
                    from raw_graphic_novels
                )
                where shelf.name in ({genre_list})
            )
            select book_id, arg_max(genre, votes) as genre, max(votes) as votes
            from shelf_votes
            where votes >= {MIN_SHELF_VOTES}
            group by book_id
            """
        )
        counts = conn.execute(
            "select genre, count(*) from book_genres group by genre order by 2 desc"
        ).fetchall()
    return dg.MaterializeResult(
        metadata={
            "dagster/row_count": sum(n for _, n in counts),
            "books_per_genre": dg.MetadataValue.json(dict(counts)),
        }
    )
# [end:book_genres]


# [start:labeled_books]
@dg.asset(deps=[book_genres, raw_authors], group_name="features", kinds={"duckdb", "pandas"})
def labeled_books(context: dg.AssetExecutionContext, duckdb: DuckDBResource) -> pd.DataFrame:
    """Title, author, cleaned description and genre of every usable book."""
    with duckdb.get_connection() as conn:
        books = conn.execute(
            """
            select
                books.book_id,
                books.title,
                authors.name as author,
                books.description,
                genres.genre
            from raw_graphic_novels as books
            join book_genres as genres using (book_id)
            left join raw_authors as authors
                on authors.author_id = books.authors[1].author_id
            """
        ).fetch_df()

    # Descriptions often contain HTML tags and runs of whitespace.
    books["description"] = (
        books["description"]
        .fillna("")
        .str.replace(r"<[^>]+>", " ", regex=True)
        .str.replace(r"\s+", " ", regex=True)
        .str.strip()
    )
    books = books[books["description"].str.len() >= MIN_DESCRIPTION_CHARS].copy()
    # Long descriptions add training tokens, and cost, without adding much signal.
    books["description"] = books["description"].str.slice(0, MAX_DESCRIPTION_CHARS)
    books["author"] = books["author"].fillna("an unknown author")
    # The same book often exists in several editions with the same text.
    books = books.drop_duplicates(subset=["title", "author"]).reset_index(drop=True)

    per_genre = {genre: int(n) for genre, n in books["genre"].value_counts().items()}
    context.add_output_metadata(
        {
            "dagster/row_count": len(books),
            "books_per_genre": dg.MetadataValue.json(per_genre),
        }
    )
    return books
# [end:labeled_books]
