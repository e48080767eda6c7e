"""Task synthesis: seed-operator library, composer, filters, decontamination."""
