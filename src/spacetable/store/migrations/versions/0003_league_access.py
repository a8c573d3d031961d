"""Secret links into leagues: the organiser's console and the players' pages.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-21
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision: str | None = "0002"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    """Create ``league_access``."""
    op.create_table(
        "league_access",
        sa.Column("token_hash", sa.String(64), nullable=False),
        sa.Column("league_id", sa.String(32), nullable=False),
        sa.Column("player", sa.String(40), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["league_id"],
            ["leagues.id"],
            name="fk_league_access_league_id_leagues",
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("token_hash", name="pk_league_access"),
    )
    op.create_index("ix_league_access_league_id", "league_access", ["league_id"])


def downgrade() -> None:
    """Drop the table."""
    op.drop_index("ix_league_access_league_id", table_name="league_access")
    op.drop_table("league_access")
