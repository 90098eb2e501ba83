This is a note about alpha-beta, not a program.
Alpha rises at max nodes; beta falls at min nodes.
