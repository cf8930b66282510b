#!/bin/sh
# The DynamoDB table sqlc_project and its access patterns, designed by sql2dynamo.
# Each function takes the values its comment names, in that order, as arguments; values inside keys
# follow the report's key encoding (integers zero-padded to 20 digits, date-times as 2026-01-10T09:30:00,
# strings of a case-insensitive column folded, bytes up to $ escaped as the report's key encoding says).
# Every argument is a value, never NULL: a write with a NULL parameter is sent as its plan in the report says.
# Needs sh, awk and the AWS CLI. Every name here starts with s2d_.
set -eu

s2d_json() {
  printf '%s\n' "$1" | LC_ALL=C awk '
    BEGIN { ORS = ""; for (i = 1; i < 32; i++) esc[sprintf("%c", i)] = sprintf("\\u%04x", i) }
    {
      if (NR > 1) print "\\n"
      n = length($0)
      for (i = 1; i <= n; i++) {
        c = substr($0, i, 1)
        if (c == "\\" || c == "\"") c = "\\" c
        else if (c in esc) c = esc[c]
        print c
      }
    }'
}

s2d_create_table() {
  aws dynamodb create-table --cli-input-json '{
  "AttributeDefinitions": [
    {
      "AttributeName": "PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI1PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI1SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI2PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI2SK",
      "AttributeType": "S"
    }
  ],
  "BillingMode": "PAY_PER_REQUEST",
  "GlobalSecondaryIndexes": [
    {
      "IndexName": "GSI1",
      "KeySchema": [
        {
          "AttributeName": "GSI1PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI1SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI2",
      "KeySchema": [
        {
          "AttributeName": "GSI2PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI2SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    }
  ],
  "KeySchema": [
    {
      "AttributeName": "PK",
      "KeyType": "HASH"
    },
    {
      "AttributeName": "SK",
      "KeyType": "RANGE"
    }
  ],
  "TableName": "sqlc_project"
}'
}

# GetCity (testdata/sqlc_project/db/query/city.sql:2:1): s2d_GetCity slug
s2d_GetCity() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetCity slug' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "CITY#SLUG#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "CITY"
    }
  },
  "TableName": "sqlc_project"
}'
}

# UpdateCityName (testdata/sqlc_project/db/query/city.sql:9:1): s2d_UpdateCityName name slug
s2d_UpdateCityName() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_UpdateCityName name slug' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#name": "name"
  },
  "ExpressionAttributeValues": {
    ":name": {
      "S": "'"$(s2d_json "$1")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "CITY#SLUG#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "CITY"
    }
  },
  "TableName": "sqlc_project",
  "UpdateExpression": "SET #name = :name"
}'
}

# GetVenue (testdata/sqlc_project/db/query/venue.sql:9:1): s2d_GetVenue city_id slug
s2d_GetVenue() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_GetVenue city_id slug' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "VENUE#CITY_ID#SLUG#'"$(s2d_json "$1")"'#'"$(s2d_json "$2")"'"
    },
    ":sk": {
      "S": "VENUE#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "TableName": "sqlc_project"
}'
}

# UpdateVenueCapacity (testdata/sqlc_project/db/query/venue.sql:17:1): s2d_UpdateVenueCapacity capacity id
s2d_UpdateVenueCapacity() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_UpdateVenueCapacity capacity id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#capacity": "capacity"
  },
  "ExpressionAttributeValues": {
    ":capacity": {
      "N": "'"$(s2d_json "$1")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "VENUE#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "VENUE"
    }
  },
  "TableName": "sqlc_project",
  "UpdateExpression": "SET #capacity = :capacity"
}'
}

# CloseVenue (testdata/sqlc_project/db/query/venue.sql:20:1): s2d_CloseVenue id
s2d_CloseVenue() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_CloseVenue id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#status": "status"
  },
  "ExpressionAttributeValues": {
    ":status": {
      "S": "closed"
    }
  },
  "Key": {
    "PK": {
      "S": "VENUE#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "VENUE"
    }
  },
  "TableName": "sqlc_project",
  "UpdateExpression": "SET #status = :status"
}'
}
