"""Leagues and their append-only logs of events.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-21
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision: str | None = "0001"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    """Create ``leagues`` and ``league_events``."""
    op.create_table(
        "leagues",
        sa.Column("id", sa.String(32), nullable=False),
        sa.Column("name", sa.String(120), nullable=False),
        sa.Column("events", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_leagues"),
        sa.UniqueConstraint("name", name="uq_leagues_name"),
    )
    op.create_table(
        "league_events",
        sa.Column("league_id", sa.String(32), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("actor", sa.String(80), nullable=False),
        sa.Column("kind", sa.String(40), nullable=False),
        sa.Column("payload", sa.JSON(), nullable=False),
        sa.Column("reason", sa.String(500), nullable=True),
        sa.ForeignKeyConstraint(
            ["league_id"],
            ["leagues.id"],
            name="fk_league_events_league_id_leagues",
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("league_id", "seq", name="pk_league_events"),
    )


def downgrade() -> None:
    """Drop the two tables."""
    op.drop_table("league_events")
    op.drop_table("leagues")
